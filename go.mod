module github.com/upc-demo/actiongraph-game

go 1.26
