"""README.md stays true: CI runs the README's own test command, and its pictures exist."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def sh_blocks(text: str) -> list[str]:
    return [b.strip() for b in re.findall(r"```sh\n(.*?)```", text, re.S)]


def test_ci_runs_the_readme_test_command():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    test_commands = [b for b in sh_blocks(readme) if "pytest" in b]
    assert len(test_commands) == 1
    assert test_commands[0] in ci


def test_readme_launch_command_installs_and_starts():
    blocks = sh_blocks((ROOT / "README.md").read_text(encoding="utf-8"))
    assert any("pip install" in b and b.rstrip().endswith("cardsuite") for b in blocks)


def test_readme_pictures_exist():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    pictures = re.findall(r"!\[[^\]]*\]\(([^)]+)\)", readme)
    assert pictures
    for picture in pictures:
        assert (ROOT / picture).is_file(), picture
