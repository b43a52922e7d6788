"""What urispec's Spark UDFs do inside a Spark Python worker.

A reused Python worker (``spark.python.worker.reuse``, Spark's default) runs a full
``gc.collect()`` after every task (``pyspark.daemon``), over every object the worker
holds: PySpark's, pyarrow's and urispec's modules, about 40,000 objects. With one task
per partition, that collection, not the validation, was most of a task's time at
Spark's default partitioning (one partition per 10,000-row Arrow batch for a DataFrame
made from pandas or Arrow): the "time to start Python workers" of the query's
``ArrowEvalPython`` node (BENCHMARKS.md, "Spark at the default partitioning").

So before its first batch a worker collects once and freezes what is alive then
(``gc.freeze``: the modules and the worker's own state, which live as long as the
process); the collection after each task then reads only what later tasks allocate.
Nothing is lost: objects freed by reference counting are freed as before; only a
reference cycle among the frozen objects would wait for the process's end.
"""

from __future__ import annotations

import gc
from typing import Any, Callable


def call(function: Callable[..., Any], *arrays: Any) -> Any:
    """``function(*arrays)``, the worker's heap frozen first if nothing is yet."""
    if gc.get_freeze_count() == 0:
        gc.collect()
        gc.freeze()
    return function(*arrays)
