"""SCORE 5's bots (plain Python; imports the rules, never Qt).

A bot sees only its seat's observation (R10) and answers every kind of decision
with ``advise`` (decision and typed reasons) or ``decide``:

- ``levels``: the level names and ``make_bot(level, seed, think)``.
- ``random_bot``: uniform legal play (``random``).
- ``heuristic``: rules of thumb (``easy``, ``normal``).
- ``search``: determinized Monte Carlo search (``hard``, ``expert``), built on
  ``determinize`` (sampling what the seat cannot see), ``bids`` (the compact bid
  abstraction), ``fastsim`` (rollouts on masks) and ``tables`` (fast scoring).
- ``reasons`` and ``explain``: typed reasons for hints, and how levels build them.
- ``review``: the coach's comparison of a player's decisions with the strongest level's.
"""
