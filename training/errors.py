"""The one exception the trainer shows the user: :class:`TrainingError`."""

from words import Message


class TrainingError(Exception):
    """A problem the user can fix (bad photo, missing model, bad option), raised with a :class:`words.Message`
    (code ``training.…``); ``str(err)`` is one English line.

    ``train_lora.cli`` prints it as ``train_lora: error: <message>`` on stderr and exits with status 1.
    """

    def __init__(self, message: Message | str, *args: object) -> None:
        super().__init__(message, *args)

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else ""
