"""Widgets and windows of the desktop app (QtWidgets). Translations live in app/i18n."""
