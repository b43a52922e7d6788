import duckdb

def register(
    con: duckdb.DuckDBPyConnection, prefix: str = "uri_"
) -> duckdb.DuckDBPyConnection: ...
