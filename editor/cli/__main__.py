"""`python -m editor.cli` does what `isleforge` does."""

import sys

from editor.cli import main

sys.exit(main())
