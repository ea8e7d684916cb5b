"""Memory Picture Book (记忆绘本): stories and old photos → an illustrated, print-ready picture book."""

__version__ = "0.1.0"
