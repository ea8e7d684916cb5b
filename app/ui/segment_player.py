"""Playing one segment of a recording: Qt Multimedia's ``QMediaPlayer`` from a start to an end time.

``QMediaPlayer.setPosition`` before the media has loaded is dropped (Qt 6 plays from 0), so the wanted start is
kept in :attr:`SegmentPlayer.start_ms` and applied when ``mediaStatus`` reaches ``LoadedMedia`` (Qt docs,
"QMediaPlayer::setPosition": "Setting the position is only possible when the media is seekable"). Playback
pauses when ``positionChanged`` passes :attr:`SegmentPlayer.end_ms`. The same recording stays loaded between
segments, so the next play seeks at once.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QObject, QUrl, Signal

from words import Message, say

log = logging.getLogger(__name__)


class SegmentPlayer(QObject):
    """Plays ``path`` from ``start_ms`` to ``end_ms`` (:meth:`play`). ``player`` is the ``QMediaPlayer``;
    ``failed(message)`` tells the view when Qt Multimedia is missing or the recording cannot be played."""

    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.player = None
        self.start_ms = 0
        self.end_ms = 0
        try:
            from PySide6.QtMultimedia import QAudioOutput, QMediaPlayer
        except ImportError:  # PySide6-Addons not installed
            return
        self.player = QMediaPlayer(self)
        self.output = QAudioOutput(self)
        self.player.setAudioOutput(self.output)
        self.player.mediaStatusChanged.connect(self._status)
        self.player.positionChanged.connect(self._position)
        self.player.errorOccurred.connect(self._error)

    def play(self, path: str, start_ms: int, end_ms: int) -> None:
        """Play the recording at ``path`` from ``start_ms`` to ``end_ms`` (milliseconds)."""
        if self.player is None:
            self.failed.emit(
                self.tr("Playing needs Qt Multimedia: install PySide6-Addons (pip install PySide6-Addons).")
            )
            return
        from PySide6.QtMultimedia import QMediaPlayer

        self.start_ms, self.end_ms = int(start_ms), int(end_ms)
        url = QUrl.fromLocalFile(path)
        loaded = self.player.mediaStatus() in (
            QMediaPlayer.MediaStatus.LoadedMedia,
            QMediaPlayer.MediaStatus.BufferedMedia,
            QMediaPlayer.MediaStatus.EndOfMedia,
        )
        if self.player.source() != url:
            self.player.setSource(url)  # _status seeks and plays once it has loaded
        elif loaded:
            self.player.setPosition(self.start_ms)
            self.player.play()

    def _error(self, _error, text: str) -> None:
        """The media backend's own English words go to the log; the volunteer reads the app's sentence."""
        source = self.player.source().toLocalFile() if self.player is not None else ""
        log.warning("cannot play %s: %s", source, text)
        self.failed.emit(say(Message("app.recording.cannot_play", file=Path(source).name)))

    def stop(self) -> None:
        """Stop the sound (the dialog closes): pause when playing, the recording left loaded as between segments.

        Not ``QMediaPlayer.stop()``: on Qt's FFmpeg backend (PySide6 6.11) it tears the playback engine down, and
        right after the player had paused itself at a segment's end it once blocked for good in
        ``QObject::disconnect`` under load (a CI run, then 1 of 8 runs of the play-button test beside a build)."""
        if self.player is None:
            return
        from PySide6.QtMultimedia import QMediaPlayer

        if self.player.playbackState() == QMediaPlayer.PlaybackState.PlayingState:
            self.player.pause()

    def _status(self, status) -> None:
        from PySide6.QtMultimedia import QMediaPlayer

        assert self.player is not None  # the player's own signal
        if status == QMediaPlayer.MediaStatus.LoadedMedia and self.end_ms > self.start_ms:
            self.player.setPosition(self.start_ms)
            self.player.play()

    def _position(self, position: int) -> None:
        if self.end_ms and position >= self.end_ms and self.player is not None:
            self.player.pause()
