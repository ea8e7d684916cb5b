"""LoRA fine-tuning on a person's photos with Accelerate (DDP) or PyTorch FSDP2. Qt-free."""
