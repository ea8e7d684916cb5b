"""LoRA fine-tuning on a person's photos with Accelerate (DDP, FSDP, DeepSpeed). Qt-free."""
