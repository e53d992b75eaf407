"""Sound at the table: short sounds for the deal, a card drawn or played, a trick taken, a meld, a canasta,
a round won or lost and the Spider duel's clock running out.

The sounds are the project's own (``assets/sounds/*.wav``, made by ``packaging/sounds/make_sounds.py``).
:mod:`.player` plays them through one process-wide output (:mod:`.output`: the sound device through the
``miniaudio`` library, imported only when the first sound plays, or a recording null output in the tests);
:mod:`.follow` listens to a table's ``event_played`` and ``view_shown`` and asks the game's cue mapping
(:mod:`.cues`, a game's table names its own as ``SOUND_CUES``) which sounds they make.  Where there is no
audio device the app plays silently and says so in one line of the log; nothing here raises into a table.
"""
