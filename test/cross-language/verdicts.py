"""Verdicts of Python's jsonschema (Draft 2020-12) on the canonical schema.

Usage: verdicts.py SCHEMA_PATH < cases.json > verdicts.json
cases.json is a JSON array of [definition, value] pairs; the output is a JSON object
{"engine": ..., "verdicts": [true|false, ...]} in the same order.
Each value is validated against {"$ref": "<$id>#/$defs/<definition>"} with the schema registered,
so every internal "$ref" resolves within the document.
"""

import json
import sys

try:
    import jsonschema
    from jsonschema import Draft202012Validator
except ImportError as error:  # pragma: no cover - reported to the caller
    sys.stderr.write("python3-jsonschema is missing (%s): run `apt-get install python3-jsonschema`\n" % error)
    sys.exit(3)


def engine_version():
    try:
        from importlib.metadata import version

        return version("jsonschema")
    except Exception:  # older interpreters
        return getattr(jsonschema, "__version__", "unknown")


def make_validator_factory(schema):
    schema_id = schema["$id"]
    Draft202012Validator.check_schema(schema)
    try:
        # jsonschema >= 4.18: a referencing.Registry holds the schema under its $id.
        from referencing import Registry, Resource
        from referencing.jsonschema import DRAFT202012

        registry = Registry().with_resource(schema_id, Resource.from_contents(schema, default_specification=DRAFT202012))

        def factory(name):
            return Draft202012Validator({"$ref": "%s#/$defs/%s" % (schema_id, name)}, registry=registry)

    except ImportError:
        # jsonschema < 4.18 (Debian bookworm ships 4.10): a RefResolver with the schema in its store.
        from jsonschema import RefResolver

        resolver = RefResolver.from_schema(schema)

        def factory(name):
            return Draft202012Validator({"$ref": "%s#/$defs/%s" % (schema_id, name)}, resolver=resolver)

    cache = {}

    def validator(name):
        if name not in schema["$defs"]:
            raise KeyError("no definition %s" % name)
        if name not in cache:
            cache[name] = factory(name)
        return cache[name]

    return validator


def main():
    with open(sys.argv[1], encoding="utf-8") as handle:
        schema = json.load(handle)
    cases = json.load(sys.stdin)
    validator = make_validator_factory(schema)
    verdicts = [validator(name).is_valid(value) for name, value in cases]
    json.dump({"engine": "python-jsonschema %s" % engine_version(), "verdicts": verdicts}, sys.stdout)


if __name__ == "__main__":
    main()
