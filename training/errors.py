"""The one exception the trainer shows the user: :class:`TrainingError`."""


class TrainingError(Exception):
    """A problem the user can fix (bad photo, missing model, bad option); ``str(err)`` is one line.

    ``train_lora.cli`` prints it as ``train_lora: error: <message>`` on stderr and exits with status 1.
    """
