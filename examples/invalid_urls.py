"""The Spark job of docs/guide/python.md ("Spark"), as printed there: read Parquet (a
column ``url``), write the rows RFC 3986 rejects with where and why, print how many.

    python examples/invalid_urls.py examples/urls.parquet /tmp/invalid   # local
    spark-submit … invalid_urls.py s3://crawl/frontier/ s3://crawl/invalid/
"""

import sys
from pyspark.sql import SparkSession, functions as F
import urispec.spark as us

source, target = sys.argv[1], sys.argv[2]
spark = SparkSession.builder.appName("invalid-urls").getOrCreate()
spark.sparkContext.setLogLevel("ERROR")
urls = spark.read.parquet(source)                      # a column `url`
checked = urls.withColumn("why", us.check("url", "rfc3986"))
invalid = checked.where(~F.col("why.valid")).select(
    "url",
    F.col("why.offset").alias("offset"),               # byte offset of the first bad byte
    F.col("why.section").alias("section"),             # the RFC's section, e.g. §3.3
    F.col("why.expected").alias("expected"),
    F.col("why.message").alias("message"),
)
invalid.write.mode("overwrite").parquet(target)
print(f"{invalid.count()} invalid of {urls.count()}")
spark.stop()
