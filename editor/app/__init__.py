"""The editor's application shell: main window, panels, documents' lifecycle, autosave and recovery."""
