"""Persistence: app folders, settings, autosave, record files, replays and history.

Plain Python over the game protocol, no Qt and no game: the model and UI layers
call it, and a record's game is found by its ``format`` (``core.records``). Every
file is treated as hostile: only regular files are read, their size checked
first (``files.read_regular_file``); loads never raise for a bad file (they
return a typed ``errors.Problem`` and keep the file aside); saves raise
``StorageError`` carrying one. ``model.storage_text`` words problems for the
player. Player names are checked as they are read (``core.names``): a
control character, a bidirectional override or a lone surrogate is refused,
a name longer than 40 characters is shortened with an ellipsis.
"""
