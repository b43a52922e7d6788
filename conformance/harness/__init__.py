"""The conformance runner's parts: the implementations, how each is installed, the
adapter protocol, the comparison with urispec's vectors and the report."""
