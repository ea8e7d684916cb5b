"""Opening and making books from the book window: a folder, a blank book, a book from a story, the sample.

:class:`WindowBooksMixin` is part of :class:`app.ui.main_window.MainWindow` (kept here so that each module
stays small). A book that cannot be opened or made is one line in the banner (or in the dialog that asked
for it, which opens again with everything still typed), never a crash.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Slot


class WindowBooksMixin:
    """Methods of :class:`app.ui.main_window.MainWindow` that open or make a book (uses its ``vm``,
    ``settings``, ``banner``, ``menu_recent`` and ``welcome_scroll``), and the start page shown while none is
    open."""

    @property
    def welcome(self):
        """The start page (:class:`app.ui.welcome.WelcomePage`), built the first time it is needed: a window
        started with a book does not build it (≈ 15 ms of the window's start)."""
        if self.welcome_built is None:
            from app.ui.welcome import WelcomePage

            page = self.welcome_built = WelcomePage(self.settings)
            page.sample_requested.connect(self.make_sample_book)
            page.story_requested.connect(self.new_book_from_story)
            page.new_requested.connect(self.new_book)
            page.open_requested.connect(self.open_book_dialog)
            page.recent_chosen.connect(self.open_book)
            self.welcome_scroll.setWidget(page)
        return self.welcome_built

    @Slot(str)
    def open_book(self, path: str | Path) -> bool:
        """Open the book folder at ``path``; False (and the banner) when it cannot be opened."""
        return self.vm.open(path)

    @Slot()
    def open_book_dialog(self) -> None:
        """Ask for a book folder and open it."""
        from PySide6.QtWidgets import QFileDialog  # dialog classes when first used (app.ui.window_closing)

        path = QFileDialog.getExistingDirectory(self, self.tr("Open a book folder"))
        if path:
            self.open_book(path)

    @Slot()
    def new_book(self) -> None:
        """Ask for a folder, title and language and make a new blank book."""
        from app.ui.dialogs import NewBookDialog

        dialog = NewBookDialog(self, from_story=False)
        self._until_made(
            dialog, lambda: self.vm.create_blank(dialog.folder(), dialog.title(), dialog.language())
        )

    @Slot()
    def new_book_from_story(self) -> None:
        """Ask for a story script (and photos folder) and make a book from it."""
        from app.ui.dialogs import NewBookDialog

        dialog = NewBookDialog(self, from_story=True)
        self._until_made(
            dialog,
            lambda: self.vm.create_from_story(dialog.story(), dialog.folder(), dialog.photos() or None),
        )

    def _until_made(self, dialog, make) -> bool:
        """Show ``dialog`` until ``make()`` succeeds or the person cancels; a failure (a photo in the story
        that will not come in, say) is shown in the dialog, which opens again with everything still typed."""
        while dialog.exec():
            errors: list[str] = []
            self.vm.error_changed.connect(errors.append)
            try:
                made = make()
            finally:
                self.vm.error_changed.disconnect(errors.append)
            if made:
                return True
            self.banner.hide()  # the dialog says it, where the paths can be changed
            dialog.problem.setText(errors[-1] if errors else self.tr("The book could not be made."))
        return False

    @Slot()
    def make_sample_book(self) -> bool:
        """Make the shipped sample book (in the interface language) in the user's documents and open it."""
        from app.ui.language import current_language
        from app.ui.welcome import sample_book_folder
        from assets import EXAMPLES_DIR

        language = current_language()
        folder = sample_book_folder(language)
        story = EXAMPLES_DIR / f"waipo-{language}.md"
        if self.vm.create_from_story(story, folder, EXAMPLES_DIR / "photos"):
            self.banner.show_message(self.tr("The sample book is in %s") % folder, "info")
            return True
        return False

    def _fill_recent(self) -> None:
        self.menu_recent.clear()
        for path in self.settings.recent_books:
            action = self.menu_recent.addAction(path)
            action.triggered.connect(lambda _c=False, p=path: self.open_book(p))
        self.menu_recent.setEnabled(bool(self.settings.recent_books))
