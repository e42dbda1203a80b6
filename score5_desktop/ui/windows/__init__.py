"""Top-level windows and dialogs: the main window, new game, settings, end of game,
hot-seat hand-over, history, statistics, replay and rules."""
