module urispec.example/conformance/adapters/go

go 1.19
