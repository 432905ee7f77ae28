"""Versions spoken on the wire.

PROTOCOL_VERSION changes whenever a message, field or error code changes in a way an older peer
could not understand; the host refuses a client whose protocol version differs (error
``version_mismatch`` names both). APP_VERSION is the release of the program itself.
"""

PROTOCOL_VERSION = 3
APP_VERSION = "0.1.0"
DEFAULT_PORT = 47300
