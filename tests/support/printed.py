"""What a benchmark printed: with ``--json`` its figures are one JSON object on the last line of its output."""

import json


def last_json(capsys) -> dict:
    """The JSON object on the last line of what was printed since the last read of ``capsys``."""
    return json.loads(capsys.readouterr().out.strip().splitlines()[-1])
