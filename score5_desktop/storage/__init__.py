"""Persistence: app folders, settings, autosave, record files, replays and history.

Plain Python under the engine, no Qt: the model and UI layers call it. Loads
never raise for a bad file (they return a message for the user and keep the
file aside); saves raise ``StorageError`` with a message fit to show.
"""
