"""Every reference in the project leads somewhere a contributor can follow.

(a) A rules clause cited as ``RULES C-8`` or ``RULES.md C-8`` -- with lists and ranges, ``RULES S-3,
    S-6 ... S-9`` -- or named bare (``Dealing (C-2)``) must be a heading of a game's rule
    book, ``cardsuite/games/<game>/engine/RULES.md``; the letter says the game (the book that defines
    it), and inside a game's folder only that game's letter is cited.
(b) A project file named in prose (markdown, comments, docstrings) must exist: a ``.md``, ``.py``,
    ``.sh``, ``.toml`` or ``.spec`` path is looked up beside the file that names it, in each folder
    above that one, and in the package (``games/<game>/...`` is tried for every game); a
    ``:mod:`` reference must name a module that exists.  String literals in code are values the code
    itself uses, not references, and are left to the tests of that code.
(c) "house rule N" must be one of the numbered house rules of ``cardsuite/ARCHITECTURE.md``.
"""

from __future__ import annotations

import ast
import functools
import io
import re
import tokenize
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "cardsuite"
ARCHITECTURE = PACKAGE / "ARCHITECTURE.md"
SCANNED = ["cardsuite", "tests", "packaging"]
SCANNED_FILES = ["README.md"]
SUFFIXES = {".py", ".md"}

CLAUSE = r"[A-Z]-\d+"
JOINER = r"\s*(?:,|/|&|\band\b|\bor\b|\.\.\.|…|–|\bto\b)\s*"
CITATION = re.compile(rf"RULES(?:\.md)?:?\s+({CLAUSE}(?:{JOINER}{CLAUSE})*)")
PART = re.compile(rf"({CLAUSE})|(\.\.\.|…|–|\bto\b)")
HEADING = re.compile(r"^#{2,3}\s+([A-Z])-(\d+)\b", re.M)
HOUSE_RULE = re.compile(r"[Hh]ouse rules?\s+(\d+(?:\s*(?:,|\band\b|\bor\b|–|\.\.\.)\s*\d+)*)")
FILE_REF = re.compile(r"(?<![\w./\\<>-])([\w./\\<>-]*[\w>]\.(?:md|py|sh|toml|spec))(?![\w-])")
MOD_REF = re.compile(r":mod:`~?([.\w]+)`")
PLACEHOLDER = re.compile(r"<[\w-]+>")


# -- what the project defines -----------------------------------------------------------------------

def rule_books(package: Path = PACKAGE) -> dict[str, Path]:
    """Each game's rule book by the letter of its clauses."""
    books = {}
    for book in sorted(package.glob("games/*/engine/RULES.md")):
        letters = {letter for letter, _ in HEADING.findall(book.read_text(encoding="utf-8"))}
        assert len(letters) == 1, f"{book}: clause headings of one letter expected, found {sorted(letters)}"
        letter = letters.pop()
        assert letter not in books, f"{book} and {books[letter]} both define {letter}- clauses"
        books[letter] = book
    return books


def defined_clauses(package: Path = PACKAGE) -> set[str]:
    return {f"{letter}-{number}" for book in rule_books(package).values()
            for letter, number in HEADING.findall(book.read_text(encoding="utf-8"))}


def defined_house_rules(architecture: Path = ARCHITECTURE) -> set[int]:
    """The numbers of the list under the heading "House rules"."""
    text = architecture.read_text(encoding="utf-8") if architecture.exists() else ""
    section = re.search(r"^## House rules\s*$(.*?)(?=^## |\Z)", text, re.M | re.S)
    return {int(n) for n in re.findall(r"^(\d+)\.\s", section.group(1), re.M)} if section else set()


def game_folders(package: Path = PACKAGE) -> list[str]:
    return sorted(p.parent.name for p in package.glob("games/*/__init__.py"))


# -- what a file says -------------------------------------------------------------------------------

@functools.lru_cache(maxsize=None)
def prose(path: Path, text: str) -> tuple[tuple[int, str], ...]:
    """(line, text) of the prose in a file: all of a markdown file; a Python file's comments and docstrings."""
    if path.suffix != ".py":
        return ((1, text),)
    out = [(token.start[0], token.string) for token in tokenize.generate_tokens(io.StringIO(text).readline)
           if token.type == tokenize.COMMENT] if "#" in text else []
    todo = [ast.parse(text)]
    while todo:
        node = todo.pop()
        body = getattr(node, "body", None)
        if not isinstance(body, list):
            continue
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and body:
            first = body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) \
                    and isinstance(first.value.value, str):
                out.append((first.lineno, first.value.value))
        for stmt in body + getattr(node, "orelse", []) + getattr(node, "finalbody", []) + \
                [h for h in getattr(node, "handlers", [])]:
            if isinstance(stmt, ast.stmt) or isinstance(stmt, ast.ExceptHandler):
                todo.append(stmt)
    return tuple(out)


@functools.lru_cache(maxsize=None)
def read(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def cited_clauses(text: str) -> list[tuple[int, str]]:
    """(offset, clause id) of every clause a ``RULES`` citation names, ranges spelled out."""
    found = []
    for citation in CITATION.finditer(text):
        previous, dash = None, False
        for part in PART.finditer(citation.group(1)):
            if part.group(2):
                dash = True
                continue
            letter, number = part.group(1).split("-")
            if dash and previous and previous[0] == letter:
                found += [(citation.start(), f"{letter}-{n}") for n in range(previous[1] + 1, int(number))]
            found.append((citation.start(), part.group(1)))
            previous, dash = (letter, int(number)), False
    return found


def line_of(text: str, offset: int, first_line: int = 1) -> int:
    return first_line + text.count("\n", 0, offset)


def clause_problems(path: Path, text: str, defined: set[str], own_letter: str | None = None) -> list[str]:
    """(a): cited ids no rule book defines, and (in a game's folder) ids of another game.  A bare id
    (no ``RULES`` before it) counts when its letter is a game's: ``UTF-8`` is no clause."""
    cites = [(line_of(text, at), clause) for at, clause in cited_clauses(text)]
    letters = "".join(sorted({clause[0] for clause in defined}))
    bare = re.compile(rf"(?<![\w-])([{letters}]-\d+)(?![\w-])")
    cites += [(line_of(text, m.start()), m.group(1)) for m in bare.finditer(text)]
    problems = []
    for line, clause in sorted(set(cites)):
        if clause not in defined:
            problems.append(f"{where(path)}:{line}: RULES {clause} is defined by no rule book")
        elif own_letter and clause[0] != own_letter:
            problems.append(f"{where(path)}:{line}: {clause} cited inside the folder of the {own_letter}- game")
    return problems


def resolves(path: Path, ref: str, root: Path, package: Path, games: list[str]) -> bool:
    ref = ref.replace("\\", "/").removeprefix("./")
    if ref.startswith(("/", "~")) or "//" in ref:
        return True                                     # outside the project: not ours to check
    refs = [PLACEHOLDER.sub(game, ref) for game in games] if PLACEHOLDER.search(ref) else [ref]
    bases = [path.parent, *[p for p in path.parent.parents if p == root or root in p.parents], package]
    return any(all((base / r).exists() for r in refs) for base in bases)


def module_exists(path: Path, name: str, root: Path) -> bool | None:
    """Whether the module a ``:mod:`` reference names exists; None when it is not the project's."""
    if name.startswith("."):
        level = len(name) - len(name.lstrip("."))
        base = path.parent
        for _ in range(level - 1):
            base = base.parent
        parts = [p for p in name.lstrip(".").split(".") if p]
    else:
        parts = name.split(".")
        homes = {"cardsuite": root, "toygame": root / "tests"}
        if parts[0] not in homes:
            return None
        base = homes[parts[0]]
    target = base.joinpath(*parts) if parts else base
    return target.with_suffix(".py").exists() or (target / "__init__.py").exists()


def file_problems(path: Path, text: str, root: Path = ROOT, package: Path = PACKAGE) -> list[str]:
    """(b): project files and modules named in prose that do not exist."""
    games = game_folders(package)
    if all(resolves(path, m.group(1), root, package, games) for m in FILE_REF.finditer(text)) and \
            all(module_exists(path, m.group(1), root) is not False for m in MOD_REF.finditer(text)):
        return []                                       # (the quick way: nothing to find in the prose)
    problems = []
    for first, chunk in prose(path, text):
        for m in FILE_REF.finditer(chunk):
            if not resolves(path, m.group(1), root, package, games):
                problems.append(f"{where(path, root)}:{line_of(chunk, m.start(), first)}: "
                                f"no such file: {m.group(1)}")
        for m in MOD_REF.finditer(chunk):
            if module_exists(path, m.group(1), root) is False:
                problems.append(f"{where(path, root)}:{line_of(chunk, m.start(), first)}: "
                                f"no such module: {m.group(1)}")
    return problems


def house_rule_problems(path: Path, text: str, defined: set[int]) -> list[str]:
    """(c): house rules cited by a number ARCHITECTURE.md does not define."""
    problems = []
    for m in HOUSE_RULE.finditer(text):
        for number in map(int, re.findall(r"\d+", m.group(1))):
            if number not in defined:
                problems.append(f"{where(path)}:{line_of(text, m.start())}: house rule {number} is not in "
                                f"cardsuite/ARCHITECTURE.md")
    return problems


def where(path: Path, root: Path = ROOT) -> str:
    return str(path.relative_to(root)) if root in path.parents else str(path)


def project_files() -> list[Path]:
    """The files checked: all but this one, whose planted references are there to be found."""
    files = [ROOT / name for name in SCANNED_FILES]
    for folder in SCANNED:
        files += [p for p in sorted((ROOT / folder).rglob("*")) if p.suffix in SUFFIXES and p.is_file()
                  and "__pycache__" not in p.parts and p != Path(__file__).resolve()]
    return files


def own_letter(path: Path, books: dict[str, Path]) -> str | None:
    """The clause letter of the game whose folder holds ``path``, if any."""
    for letter, book in books.items():
        if book.parent.parent in path.parents:
            return letter
    return None


# -- the tests --------------------------------------------------------------------------------------

def test_every_game_has_a_rule_book_of_numbered_clauses():
    books = rule_books()
    assert {book.parent.parent.name for book in books.values()} == {p.parent.parent.name for p in
                                                                    PACKAGE.glob("games/*/engine/__init__.py")}
    for letter, book in books.items():
        numbers = [int(n) for _, n in HEADING.findall(book.read_text(encoding="utf-8"))]
        assert numbers == list(range(1, len(numbers) + 1)), f"{book}: clauses numbered 1, 2, ... in order"


def test_every_cited_rules_clause_is_defined():
    books = rule_books()
    defined = defined_clauses()
    problems = [p for path in project_files() if path.name != "RULES.md"
                for p in clause_problems(path, read(path), defined, own_letter(path, books))]
    assert not problems, "\n".join(problems)


def test_every_clause_is_checked_by_a_test_that_names_it():
    cited = {clause for path in (ROOT / "tests").rglob("*.py")
             for _, clause in cited_clauses(read(path))}
    assert not sorted(defined_clauses() - cited, key=lambda c: (c[0], int(c[2:])))


def test_every_file_named_in_prose_exists():
    problems = [p for path in project_files() for p in file_problems(path, read(path))]
    assert not problems, f"{len(problems)} references to files that do not exist:\n" + "\n".join(problems)


def test_every_cited_house_rule_is_defined():
    defined = defined_house_rules()
    assert defined and defined == set(range(1, max(defined) + 1))
    problems = [p for path in project_files() for p in house_rule_problems(path, read(path),
                                                                            defined)]
    assert not problems, "\n".join(problems)


def test_the_checks_find_planted_bad_references():
    """Each check fails on a planted bad reference, and passes the good ones beside it."""
    defined = defined_clauses()
    test_file = ROOT / "tests" / "test_planted.py"
    planted = ('"""RULES C-8, C-10 ... C-12 and RULES.md S-12 ... S-14; RULES P-3/P-19; RULES X-2; UTF-8."""\n'
               'x = 1  # (C-16)\n')
    assert sorted(p.split(": ", 1)[1] for p in clause_problems(test_file, planted, defined)) == [
        "RULES C-16 is defined by no rule book", "RULES P-19 is defined by no rule book",
        "RULES S-14 is defined by no rule book", "RULES X-2 is defined by no rule book"]
    engine = PACKAGE / "games" / "canasta" / "engine" / "state.py"
    assert [p.split(": ", 1)[1] for p in clause_problems(engine, '"""RULES C-8; RULES S-3."""\n', defined,
                                                          own_letter(engine, rule_books()))] == [
        "S-3 cited inside the folder of the C- game"]

    planted = ('"""See RULES.md and DESIGN.md, cardsuite/net/PROTOCOL.md, tests/bench/nosuch.py, README.md,\n'
               'games/<game>/engine/RULES.md, :mod:`.melds`, :mod:`.nosuch`, :mod:`cardsuite.nosuch`."""\n'
               'x = "DESIGN.md"  # a comment naming gone.py\n')
    assert sorted(p.split(": ", 1)[1] for p in file_problems(engine, planted)) == [
        "no such file: DESIGN.md", "no such file: gone.py", "no such file: tests/bench/nosuch.py",
        "no such module: .nosuch", "no such module: cardsuite.nosuch"]
    assert [p.split(": ", 1)[1] for p in file_problems(test_file, '"""The rules (RULES.md C-1)."""\n')] == [
        "no such file: RULES.md"]

    assert [p.split(": ", 1)[1] for p in house_rule_problems(test_file, "# house rules 1 and 4\n", {1, 2, 3})] == [
        "house rule 4 is not in cardsuite/ARCHITECTURE.md"]
