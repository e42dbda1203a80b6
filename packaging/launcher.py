"""Entry script of the frozen build: what the ``score5-desktop`` gui-script runs.

Strong bots think in spawned processes, which in a frozen build start this same
executable; ``app.main()`` calls ``multiprocessing.freeze_support()`` first, so
such a child runs its worker instead of a second copy of the app.
"""

import sys

from score5_desktop.app import main

sys.exit(main())
