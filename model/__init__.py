"""The inference core (Qt-free): from an illustration request to a checked picture, on the devices there are.

Floors, top to bottom (a module imports only from its own floor or the floors below; import-linter keeps it):

1. :mod:`model.runtime` — model processes, replicas, planned and parallel loading, distributed processes.
2. :mod:`model.engines` — the sketch and diffusion illustrators; beside it :mod:`model.speech`, speech
   recognition of recorded conversations (faster-whisper in a separate process).
3. :mod:`model.pipelines` — loading, LoRA, references, prompts and instructions, picture checks.
4. :mod:`model.catalog` — the catalogue of known models (sizes, licences, languages, planner inputs).
5. :mod:`model.placement` — the planner, a pure function from sizes and devices to a plan.
6. :mod:`model.api`, :mod:`model.styles`, :mod:`model.faces` — the request and its events, style presets, faces;
   :mod:`model.installed` — what this installation can do (diffusion, training, speech: the light app or not).
7. :mod:`model.errors` — the errors every floor raises; imports nothing of the project.

:mod:`model.tiny` (tiny random pipelines for tests and smoke runs) stands beside them and may use any floor.
"""
