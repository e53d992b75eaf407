"""The match handling without a widget: new match, autosave, resume, broken saves, statistics."""

from __future__ import annotations

import pytest

from cardsuite.profile import folders, saves, statistics, versioned_json
from cardsuite.engine import Event
from cardsuite.play.match import Phase
from cardsuite.play.seats import hotseat_seat
from cardsuite.profile.sessions import ResumeError, SaveInfo, Sessions
from cardsuite.profile.settings import Settings
from support.toyhelpers import start_toy_match, step, toy_seats


@pytest.fixture
def sessions():
    versioned_json.take_problems()
    return Sessions(Settings.load())




def _play_out(match) -> None:
    while not match.is_over:
        step(match)


def test_a_new_match_is_saved_at_once_and_offered_for_resuming(sessions, toy_entry):
    assert sessions.save_info("toy") == SaveInfo("none")
    match = start_toy_match(sessions, toy_entry)
    assert saves.read_save("toy")["seed"] == match.seed
    info = sessions.save_infos(["toy"])["toy"]
    assert info.status == "resumable" and info.opponents == ("Marta",) and info.round_no == 1
    assert sessions.latest({"toy": info, "other": SaveInfo("none")}) == "toy"


def test_every_action_is_autosaved(sessions, toy_entry):
    match = start_toy_match(sessions, toy_entry)
    before = len(saves.read_save("toy")["current"]["actions"])
    step(match)
    step(match)
    assert len(saves.read_save("toy")["current"]["actions"]) == before + 2 == len(match.record.actions)


def test_a_resumed_match_replays_to_the_same_position(sessions, toy_entry):
    match = start_toy_match(sessions, toy_entry, seed=11)
    for _ in range(3):
        step(match)
    assert match.phase == Phase.PLAYING
    settings = Settings.load()
    settings.set("bot_pace", 0.25)
    again = Sessions(settings).resume("toy")
    assert again is not match
    assert again.state.view(None) == match.state.view(None)
    assert again.state.view(0) == match.state.view(0)
    assert again.record.actions == match.record.actions
    assert again.seats[1].pace == 0.25, "a resumed bot takes the player's current pace"
    step(again)
    assert saves.read_save("toy")["current"] == again.to_json()["current"], "it autosaves too"


def test_an_unreadable_save_is_reported_and_moved_aside(sessions, toy_entry):
    path = saves.save_path("toy")
    path.write_text("{ not json", encoding="utf-8")
    assert sessions.save_infos(["toy"]) == {"toy": SaveInfo("none")}
    problems = versioned_json.take_problems()
    assert len(problems) == 1 and "could not be read" in problems[0].message
    assert not path.exists() and problems[0].moved_to.is_file()
    with pytest.raises(ResumeError) as refused:
        sessions.resume("toy")
    assert refused.value.kind == "missing" and "Toy tricks" in str(refused.value)


def test_a_save_that_does_not_replay_is_refused_kept_and_can_be_discarded(sessions, toy_entry):
    match = start_toy_match(sessions, toy_entry)
    step(match)
    data = match.to_json()
    data["current"]["actions"] += [[0, {"type": "play", "card": "AS"}]] * 2  # never a legal sequence
    saves.write_save("toy", data)
    before = saves.save_path("toy").read_bytes()
    with pytest.raises(ResumeError) as refused:
        sessions.resume("toy")
    assert refused.value.kind == "broken" and "left as it is" in str(refused.value)
    assert saves.save_path("toy").read_bytes() == before
    assert sessions.save_info("toy") == SaveInfo("broken", str(refused.value))
    sessions.discard("toy")
    assert not saves.save_path("toy").exists() and sessions.save_info("toy") == SaveInfo("none")


def _broken_save(sessions, toy_entry) -> str:
    """A save that reads but does not replay, refused once by ``sessions``; the refusal's message."""
    match = start_toy_match(sessions, toy_entry)
    step(match)
    data = match.to_json()
    data["current"]["actions"] += [[0, {"type": "play", "card": "AS"}]] * 2  # never a legal sequence
    saves.write_save("toy", data)
    with pytest.raises(ResumeError) as refused:
        sessions.resume("toy")
    return str(refused.value)


def test_a_save_that_failed_to_resume_is_still_broken_at_the_next_start(sessions, toy_entry):
    message = _broken_save(sessions, toy_entry)
    next_start = Sessions(Settings.load())
    assert next_start.save_infos(["toy"])["toy"] == SaveInfo("broken", message)
    assert next_start.latest(next_start.save_infos(["toy"])) is None      # Ctrl+R does not pick it either
    assert saves.list_saves() == ["toy"], "the marker is no save of its own"
    next_start.discard("toy")
    assert Sessions(Settings.load()).save_info("toy") == SaveInfo("none")
    assert list(folders.saves_dir().iterdir()) == [], "discarding takes the marker with the save"


def test_a_broken_save_is_offered_again_once_the_file_or_the_version_changes(sessions, toy_entry, monkeypatch):
    from cardsuite.profile import sessions as sessions_module
    _broken_save(sessions, toy_entry)
    with monkeypatch.context() as patched:
        patched.setattr(sessions_module, "__version__", "99.0")                # a newer cardsuite may read it
        assert Sessions(Settings.load()).save_info("toy").status == "resumable"
    assert Sessions(Settings.load()).save_info("toy").status == "broken"
    repaired = start_toy_match(Sessions(Settings.load()), toy_entry, seed=9)           # a new match replaces the save
    assert Sessions(Settings.load()).save_info("toy").status == "resumable"
    assert Sessions(Settings.load()).resume("toy").seed == repaired.seed


def test_a_save_from_a_newer_version_is_not_resumable_and_untouched(sessions, toy_entry):
    path = saves.save_path("toy")
    versioned_json.write_json(path, "save", {"game": "toy"}, version=versioned_json.FORMAT_VERSION + 1)
    before = path.read_bytes()
    assert sessions.save_infos(["toy"])["toy"].status == "newer"
    with pytest.raises(ResumeError) as refused:
        sessions.resume("toy")
    assert refused.value.kind == "newer" and "newer version" in str(refused.value)
    assert path.read_bytes() == before


def test_a_finished_match_is_counted_once_and_its_save_goes(sessions, toy_entry):
    match = start_toy_match(sessions, toy_entry, seed=22, preset="short")
    _play_out(match)
    assert match.result is not None and not saves.save_path("toy").exists()
    winner = match.result.winner
    expected = "drawn" if winner is None else "won" if winner == 0 else "lost"
    for listener in list(match.listeners):  # told again: still one match
        listener(match, [Event("match_over", {"winner": winner})])
    summary = statistics.Stats.load().summary("toy")
    assert summary["played"] == 1 and summary[expected] == 1 and summary["points"] == match.totals()[0]
    assert sessions.stats.summary("toy") == summary
    assert Settings.load().get("last_match_scores")["toy"] == match.match_score
    follow = sessions.new_match("toy", match.options, toy_seats(toy_entry), 23)
    assert follow.follows == match.match_score, "the next match carries on from the last one"


def test_a_left_match_is_one_loss_and_one_without_a_single_local_seat_is_not_counted(sessions, toy_entry):
    left = start_toy_match(sessions, toy_entry, seed=3, preset="short")
    step(left)
    left.leave(0)
    sessions.detach(left, delete_save=True)
    assert sessions.stats.summary("toy")["lost"] == sessions.stats.summary("toy")["played"] == 1
    assert sessions.stats.history("toy")[-1]["left"]
    options = toy_entry.game().Options.from_preset("short")
    hotseat = sessions.new_match("toy", options, [hotseat_seat("Ann"), hotseat_seat("Bob")], 4)
    sessions.attach(hotseat)
    _play_out(hotseat)
    sessions.detach(hotseat, delete_save=True)
    assert sessions.stats.summary("toy")["played"] == 1


def test_a_detached_match_saves_no_more(sessions, toy_entry):
    match = start_toy_match(sessions, toy_entry)
    sessions.detach(match, delete_save=False)
    kept = saves.read_save("toy")
    step(match)
    assert saves.read_save("toy") == kept and not match.listeners
    sessions.detach(match, delete_save=True)
    assert not saves.save_path("toy").exists()


def test_a_failing_disk_is_told_once_loudly_and_the_match_goes_on(sessions, toy_entry, monkeypatch):
    told = []
    sessions.on_save_failed = lambda error, first: told.append((str(error), first))
    match = start_toy_match(sessions, toy_entry)

    def refuse(name, data):
        raise versioned_json.StorageError("the disk is full")

    monkeypatch.setattr(saves, "write_save", refuse)
    step(match)
    step(match)
    assert told == [("the disk is full", True), ("the disk is full", False)]
    assert len(match.record.actions) == 2


def test_a_save_from_before_match_ids_keeps_the_id_it_gets_and_a_decided_match_forgets_its_hints(sessions,
                                                                                                   toy_entry):
    match = start_toy_match(sessions, toy_entry)
    old = dict(saves.read_save("toy"))
    old.pop("match_id")
    saves.write_save("toy", old)
    resumed = sessions.resume("toy")
    assert saves.read_save("toy")["match_id"] == resumed.match_id, "written at once, before any move"
    assert sessions.resume("toy").match_id == resumed.match_id
    sessions.settings.close_hint(resumed.match_id, "tip")
    sessions.detach(resumed, delete_save=True)
    assert not sessions.settings.is_hint_closed(resumed.match_id, "tip")
    assert match.match_id != resumed.match_id
