"""Entry script of the frozen build: what the ``score5-desktop`` gui-script runs.

Strong bots think in a spawned process. A frozen app has no Python to spawn,
so the child is this same executable; ``freeze_support()`` makes such a child
run its worker (and return) instead of starting a second copy of the app.
"""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from score5_desktop.app import main

    sys.exit(main())
