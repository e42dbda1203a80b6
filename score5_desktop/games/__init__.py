"""The games the app hosts, one package each (``score5``, ``five_three_five``).

Each game package holds its ``rules`` and ``bots`` (plain Python), its ``qt`` part
(pictures, controls, words; loaded by the shell only through ``core.registry``)
and ``game.py``, whose ``GAME`` satisfies ``core.protocol.Game``. No generic
module imports a game package by name.
"""
