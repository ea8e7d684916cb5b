"""Inference core: illustration requests, the sketch and diffusion engines, device placement. Qt-free."""
