"""The book domain: Book, Page, Person, photos, project folders, story import, layout. Qt-free."""
