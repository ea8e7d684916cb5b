"""View-models of the desktop app: QtCore QObjects with signals, list models and the worker bridge."""
