# The drawing server (`memorybook serve`, docs/SERVER.md) for a rented or shared GPU machine.
#
#   docker build -t memorybook-serve .
#   docker run -d --name memorybook --gpus all -p 8750:8750 \
#       -v memorybook-data:/data -v /srv/models:/models memorybook-serve \
#       serve --host 0.0.0.0 --data /data --model /models/sdxl-base --placement auto
#   docker exec memorybook memorybook serve token add grace --data /data --address https://gpu.example.org:8750
#
# --placement auto: one model process per GPU when every GPU holds the whole model (each drawing one job at a
# time from the queue), else the model placed across the GPUs and memory as `memorybook plan` shows.
# /data holds the queue, the tokens' hashes and the TLS certificate (keep it on a volume: a restart loses no
# accepted job); /models the model folders (read-only is enough; HF_HOME points at /models/hf for hub ids).
FROM nvidia/cuda:12.8.1-runtime-ubuntu24.04

ENV DEBIAN_FRONTEND=noninteractive \
    PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    VIRTUAL_ENV=/opt/memorybook \
    PATH=/opt/memorybook/bin:$PATH \
    HF_HOME=/models/hf \
    LANG=C.UTF-8

# python3 is 3.12 on Ubuntu 24.04; libgl1 and libglib2.0-0 for OpenCV, which the photo intake imports
RUN apt-get update \
    && apt-get install -y --no-install-recommends python3 python3-venv ca-certificates libgl1 libglib2.0-0 \
    && rm -rf /var/lib/apt/lists/*

WORKDIR /src
COPY pyproject.toml README.md LICENSE ./
COPY app ./app
COPY model ./model
COPY training ./training
COPY assets ./assets
# torch's CUDA 12.8 wheels (they bring their own cuDNN and cuBLAS) from the PyTorch index, to match the base
RUN python3 -m venv "$VIRTUAL_ENV" \
    && pip install --no-cache-dir --extra-index-url https://download.pytorch.org/whl/cu128 .

# the server runs as a user of its own, never root; it writes only under /data
RUN useradd --create-home --uid 10001 memorybook && mkdir -p /data /models && chown memorybook /data
USER memorybook
WORKDIR /home/memorybook
VOLUME ["/data"]
EXPOSE 8750

# Healthy while the server and its drawing workers run: `memorybook serve alive` asks GET /live (no token, it names
# nothing) on the loopback address, over TLS pinned to the certificate the server wrote into /data. A large model
# takes minutes to load before the server listens: failures in the first 15 minutes do not count.
HEALTHCHECK --interval=30s --timeout=20s --start-period=15m --retries=3 \
    CMD ["memorybook", "serve", "alive", "--data", "/data"]

ENTRYPOINT ["memorybook"]
CMD ["serve", "--host", "0.0.0.0", "--data", "/data", "--model", "sketch"]
