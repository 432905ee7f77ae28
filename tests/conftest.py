import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Keep test runs out of the user's own settings, sound cache, host data and logs.
_scratch = tempfile.mkdtemp(prefix="zashiki-tests-")
os.environ.setdefault("ZASHIKI_CONFIG_DIR", os.path.join(_scratch, "config"))
os.environ.setdefault("ZASHIKI_DATA_DIR", os.path.join(_scratch, "data"))
os.environ.setdefault("ZASHIKI_LOG_DIR", os.path.join(_scratch, "logs"))
# No mDNS announcing or listening in tests (network safety): only the namespace test of
# discovery turns it on, inside network namespaces it creates itself.
os.environ["ZASHIKI_NO_ANNOUNCE"] = "1"
