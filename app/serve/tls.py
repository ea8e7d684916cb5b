"""TLS for the drawing server: a self-signed certificate made on first start, and the client's pin of it.

The server's certificate and key live in ``DATA/tls/`` (the key readable by the operator only). Clients do
not trust it through a certificate authority: the connection code carries its SHA-256 fingerprint (of the
DER bytes, as ``openssl x509 -fingerprint -sha256`` prints it, without colons), and
:func:`pinned_context` accepts exactly that certificate and no other (the pinning of RFC 7469, done by the
client rather than announced by the server).
"""

from __future__ import annotations

import datetime
import hashlib
import ipaddress
import os
import socket
import ssl
from pathlib import Path

from model.errors import ModelError
from words import Message

CERT_NAME, KEY_NAME = "cert.pem", "key.pem"
VALID_DAYS = 3650
"""Ten years: the pin, not the expiry date, is what the client trusts."""


def certificate_paths(data: Path) -> tuple[Path, Path]:
    """``(DATA/tls/cert.pem, DATA/tls/key.pem)``."""
    return data / "tls" / CERT_NAME, data / "tls" / KEY_NAME


def ensure_certificate(data: Path) -> tuple[Path, Path, bool]:
    """The server's certificate and key under ``data``, made (ECDSA P-256, self-signed, for this host's name,
    ``localhost`` and 127.0.0.1) when absent. Returns ``(cert path, key path, made now)``. Raises OSError
    when the folder cannot be written."""
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    cert_path, key_path = certificate_paths(data)
    if cert_path.is_file() and key_path.is_file():
        return cert_path, key_path, False
    cert_path.parent.mkdir(parents=True, exist_ok=True)
    key = ec.generate_private_key(ec.SECP256R1())
    host = socket.gethostname() or "localhost"
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, f"memorybook drawing server {host}")])
    now = datetime.datetime.now(datetime.UTC)
    alt = x509.SubjectAlternativeName(
        [x509.DNSName(host), x509.DNSName("localhost"), x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]
    )
    cert = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(days=1))
        .not_valid_after(now + datetime.timedelta(days=VALID_DAYS))
        .add_extension(alt, critical=False)
        .add_extension(x509.BasicConstraints(ca=True, path_length=0), critical=True)
        .sign(key, hashes.SHA256())
    )
    key_bytes = key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    )
    fd = os.open(key_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "wb") as handle:
        handle.write(key_bytes)
    cert_path.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    return cert_path, key_path, True


def fingerprint(cert_pem: str | bytes) -> str:
    """SHA-256 of the certificate's DER bytes, 64 lower-case hex digits."""
    text = cert_pem.decode("ascii") if isinstance(cert_pem, bytes) else cert_pem
    return hashlib.sha256(ssl.PEM_cert_to_DER_cert(text)).hexdigest()


def pinned_context(host: str, port: int, pin: str, timeout_s: float = 30) -> ssl.SSLContext:
    """A client TLS context that trusts only the certificate whose SHA-256 is ``pin``.

    Fetches the server's certificate, compares its fingerprint with ``pin`` and, when equal, returns a context
    whose only trust anchor is that certificate (so a later connection to a different server fails its
    handshake). Host names are not checked: the pin names the server. Raises ModelError (one line) when the
    certificate differs or the server cannot be reached.
    """
    try:
        pem = ssl.get_server_certificate((host, port), timeout=timeout_s)
    except (OSError, ssl.SSLError) as err:
        raise ModelError(Message("serve.tls_unreachable", host=host, port=port, why=str(err))) from None
    if fingerprint(pem) != pin.lower():
        raise ModelError(Message("serve.other_certificate", server=f"{host}:{port}"))
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    context.check_hostname = False
    context.verify_mode = ssl.CERT_REQUIRED
    context.load_verify_locations(cadata=pem)
    return context
