"""The runtime: where and in how many processes a model runs.

- :mod:`~model.runtime.devices` — the inventory of GPUs/CPU memory (and ``--devices`` descriptions).
- :mod:`~model.runtime.process` — the model process (a child process, so the window never freezes).
- :mod:`~model.runtime.hosted` — the diffusion engine hosted in a model process (:class:`ProcessIllustrator`).
- :mod:`~model.runtime.replicas` — one model process per GPU, pages shared between them.
- :mod:`~model.runtime.placed` — loading with a plan (device maps, offload, tensor/context parallel).
- :mod:`~model.runtime.launched` — the plan and loader of a process started by ``torchrun`` for tensor/context
  parallelism (the planner's plan, honoured in every process).
- :mod:`~model.runtime.parallel` — tensor and context parallelism over a torch.distributed mesh.
- :mod:`~model.runtime.distributed` — torchrun/Accelerate processes and the store they share.

May import everything below it in :mod:`model` (engines, pipelines, catalog, placement, api, errors); nothing
in :mod:`model` imports it except lazily from :mod:`model.engines` (the placed loader is injected).
"""
