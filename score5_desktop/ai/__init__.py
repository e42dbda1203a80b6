"""Bots and tournaments (plain Python; imports the engine, never Qt).

A bot sees only its seat's observation (R10) and answers every kind of decision
with ``advise`` (decision and typed reasons) or ``decide``:

- ``levels``: the level names and ``make_bot(level, seed, think)``.
- ``random_bot``: uniform legal play (``random``).
- ``heuristic``: rules of thumb (``easy``, ``normal``).
- ``search``: determinized Monte Carlo search (``hard``, ``expert``), built on
  ``determinize`` (sampling what the seat cannot see), ``bids`` (the compact bid
  abstraction), ``fastsim`` (rollouts on masks) and ``tables`` (fast scoring).
- ``reasons`` and ``explain``: typed reasons for hints, and how levels build them.
- ``match`` and ``arena``: whole games, and duplicate tournaments with statistics.
"""
