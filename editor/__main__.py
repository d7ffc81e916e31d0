"""`python -m editor` does what `isleforge` does."""

import sys

from editor.cli import main

sys.exit(main())
