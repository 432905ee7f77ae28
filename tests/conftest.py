import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
if os.environ["QT_QPA_PLATFORM"] == "offscreen":
    # two screens, as players have them: a laptop's 1366×768 (the primary) and a 2560×1440
    # monitor beside it; the window-fit tests put windows and dialogs on each
    os.environ["QT_QPA_PLATFORM"] = "offscreen:configfile=" + os.path.join(os.path.dirname(__file__), "screens.json")
# Keep test runs out of the user's own settings, sound cache, host data and logs.
_scratch = tempfile.mkdtemp(prefix="zashiki-tests-")
os.environ.setdefault("ZASHIKI_CONFIG_DIR", os.path.join(_scratch, "config"))
os.environ.setdefault("ZASHIKI_DATA_DIR", os.path.join(_scratch, "data"))
os.environ.setdefault("ZASHIKI_LOG_DIR", os.path.join(_scratch, "logs"))
# No mDNS announcing or listening in tests (network safety): only the namespace test of
# discovery turns it on, inside network namespaces it creates itself.
os.environ["ZASHIKI_NO_ANNOUNCE"] = "1"
