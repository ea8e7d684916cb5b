"""The drawing server's sentences as translators see them, a part of :data:`app.viewmodels.message_table.SENTENCES`
(kept here so that each table stays small): what the client says about a server (:mod:`app.serve.client`,
:mod:`app.serve.access`, :mod:`app.serve.tls`, :mod:`app.viewmodels.illustrators`), what ``memorybook serve alive``
says (:mod:`app.serve.alive`, the ``/live`` reasons of :mod:`app.serve.worker` and :mod:`app.serve.api`), and what a
server answers (:mod:`app.serve.intake`, :mod:`app.serve.api`) — each marked ``QT_TRANSLATE_NOOP("CoreMessages",
...)`` for ``pyside6-lupdate``; tests/test_serve_language.py checks that each is translated.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

SERVER_SENTENCES = (
    # drawing on a drawing server (app/serve/client.py, app/serve/access.py, app/serve/tls.py, app/viewmodels/illustrators.py)
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "the connection code is damaged (it starts with memorybook1: and is one line); copy it again from the "
        "operator's `memorybook serve token add`",
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages", "the drawing server refused the token; ask its operator for a new connection code"
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "the drawing server {address} has not answered for {seconds} s; check the address and that the server is "
        "running, then run the build again (the pictures already drawn are kept in the book)",
    ),
    QT_TRANSLATE_NOOP("CoreMessages", "the drawing server is not answering; trying again ({seconds} s)"),
    QT_TRANSLATE_NOOP("CoreMessages", "the drawing server is full; trying again ({seconds} s)"),
    QT_TRANSLATE_NOOP("CoreMessages", "the drawing server asks to wait {seconds} s (its limit per token)"),
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "the drawing server {address} is full: it serves as many volunteers as it can; try again in a few minutes "
        "(the pictures already drawn are kept in the book)",
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "no drawing server is chosen: paste its connection code in Model and engine…, or draw on this computer",
    ),
    QT_TRANSLATE_NOOP("CoreMessages", "the drawing server refused the page: {reason}"),
    QT_TRANSLATE_NOOP("CoreMessages", "the drawing server could not draw the picture: {reason}"),
    # memorybook serve alive (app/serve/alive.py) and the server's /live reasons (app/serve/worker.py, api.py)
    QT_TRANSLATE_NOOP("CoreMessages", "the drawing server at {address} is not well: {reason}"),
    QT_TRANSLATE_NOOP("CoreMessages", "the drawing server at {address} does not answer ({why})"),
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "{file}: no drawing server has started with this data folder; start it with `memorybook serve --data DIR`",
    ),
    QT_TRANSLATE_NOOP("CoreMessages", "the drawing workers have not started"),
    QT_TRANSLATE_NOOP("CoreMessages", "cannot listen on {host}:{port} ({why}); choose another --port"),
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "the server at {address} shows another certificate than the one {file} names: another program has its "
        "port, or the server's certificate changed; restart the server",
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages", "the program at {address} is not a drawing server; another program has its port"
    ),
    QT_TRANSLATE_NOOP("CoreMessages", "the server is stopping"),
    QT_TRANSLATE_NOOP("CoreMessages", "drawing worker {worker} of {count} has stopped; restart the server"),
    QT_TRANSLATE_NOOP("CoreMessages", "the job queue cannot be read; check the data folder's disk"),
    # what a drawing server answers (app/serve/intake.py, app/serve/api.py): "field.path: sentence", the
    # field as it is (machine-readable), the sentence translated by the client that shows it
    QT_TRANSLATE_NOOP("CoreMessages", "the body is not JSON; send the job as a JSON object"),
    QT_TRANSLATE_NOOP(
        "CoreMessages", "the body nests deeper than any job does; send the job as a flat JSON object"
    ),
    QT_TRANSLATE_NOOP("CoreMessages", "the body must be a JSON object with model, key, request and files"),
    QT_TRANSLATE_NOOP("CoreMessages", "unknown style; choose one of: {styles}"),
    QT_TRANSLATE_NOOP("CoreMessages", "{path_field} and {hash_field} go together; send both or neither"),
    QT_TRANSLATE_NOOP(
        "CoreMessages", "as many reference_sha256 as reference_paths are needed; send one for each"
    ),
    QT_TRANSLATE_NOOP("CoreMessages", "no field of the request announces this file; leave it out"),
    QT_TRANSLATE_NOOP("CoreMessages", "the request announces this file but its bytes are missing"),
    QT_TRANSLATE_NOOP("CoreMessages", "larger than {mib} MiB; send a smaller photo"),
    QT_TRANSLATE_NOOP("CoreMessages", "is not base64; encode the file's bytes with standard base64"),
    QT_TRANSLATE_NOOP("CoreMessages", "is not a safetensors file; send the LoRA as .safetensors"),
    QT_TRANSLATE_NOOP("CoreMessages", "this server serves {models}; ask for one of them"),
    QT_TRANSLATE_NOOP(
        "CoreMessages", "the model {name} is drawn by the {engine} engine; ask for that engine"
    ),
    # ... a field out of bounds (app.serve.intake.PROBLEMS)
    QT_TRANSLATE_NOOP("CoreMessages", "this field is missing; add it"),
    QT_TRANSLATE_NOOP("CoreMessages", "no such field; leave it out"),
    QT_TRANSLATE_NOOP("CoreMessages", "longer than {max_length} characters; send a shorter text"),
    QT_TRANSLATE_NOOP("CoreMessages", "more than {max_length} entries; send fewer"),
    QT_TRANSLATE_NOOP("CoreMessages", "does not have the form {pattern}"),
    QT_TRANSLATE_NOOP("CoreMessages", "must be text (a JSON string)"),
    QT_TRANSLATE_NOOP("CoreMessages", "must be a whole number"),
    QT_TRANSLATE_NOOP("CoreMessages", "must be a number"),
    QT_TRANSLATE_NOOP("CoreMessages", "must be true or false"),
    QT_TRANSLATE_NOOP("CoreMessages", "must be a list (a JSON array)"),
    QT_TRANSLATE_NOOP("CoreMessages", "must be a JSON object"),
    QT_TRANSLATE_NOOP("CoreMessages", "must be at least {ge}"),
    QT_TRANSLATE_NOOP("CoreMessages", "must be at most {le}"),
    QT_TRANSLATE_NOOP("CoreMessages", "must be a multiple of {multiple_of}"),
    # ... and the server's other answers (app/serve/api.py)
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "a valid token is needed: send Authorization: Bearer TOKEN, from the operator's connection code",
    ),
    QT_TRANSLATE_NOOP("CoreMessages", "no such job"),
    QT_TRANSLATE_NOOP("CoreMessages", "this token sends more than {count} jobs a minute; wait {seconds} s"),
    QT_TRANSLATE_NOOP(
        "CoreMessages", "this token already has {count} jobs on the server; fetch or delete some first"
    ),
    QT_TRANSLATE_NOOP("CoreMessages", "the job is {state}, it has no picture"),
    QT_TRANSLATE_NOOP("CoreMessages", "the request is larger than {mib} MiB; send smaller photos"),
    QT_TRANSLATE_NOOP("CoreMessages", "no such address on this server"),
    QT_TRANSLATE_NOOP("CoreMessages", "this address does not take that method"),
    QT_TRANSLATE_NOOP("CoreMessages", "the request is malformed"),
    QT_TRANSLATE_NOOP("CoreMessages", "internal error on the drawing server; the operator's log names it"),
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "the drawing server {server} shows a different certificate than its connection code names; do not use "
        "it, and ask the operator for a new connection code",
    ),
    # what the connection code box is told when what was pasted is not a code (app/serve/client.py)
    QT_TRANSLATE_NOOP(
        "CoreMessages", "the server address starts with https:// (or http:// on this computer)"
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "a drawing server needs a token: pass --token, set MEMORYBOOK_TOKEN or give the connection code",
    ),
)
"""The drawing server's sentences, ``{part}`` for what varies (matched in :data:`app.viewmodels.message_table.SENTENCES`'s
order, where they stand)."""
