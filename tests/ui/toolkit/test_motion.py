"""Reduced motion (issue 24) apart from the animation speed: no move takes time, a pause keeps its length."""

from __future__ import annotations

import pytest

from cardsuite.ui.toolkit.animation import Animator
from cardsuite.ui.toolkit.motion import reduced_motion, set_reduced_motion


@pytest.fixture
def reduced():
    before = reduced_motion()
    set_reduced_motion(True)
    yield
    set_reduced_motion(before)


def test_reduced_motion_makes_every_move_instant_but_keeps_the_speeds_pauses(qapp, reduced):
    animator = Animator("slow")
    assert animator.factor == 0                          # a move: instant
    pause = animator.pause_animation(1000)
    assert pause is not None and pause.duration() == 1800     # a beat to read a trick: as slow as chosen


def test_the_speed_off_drops_the_pauses_too(qapp, reduced):
    assert Animator("off").pause_animation(1000) is None


def test_without_reduced_motion_the_speed_alone_decides(qapp):
    assert not reduced_motion()
    animator = Animator("normal")
    assert animator.factor == 1.0 and animator.pause_animation(500).duration() == 500
