module github.com/upc-demo/actiongraph-game

go 1.26

require (
	github.com/coder/websocket v1.8.14
	github.com/hajimehoshi/ebiten/v2 v2.8.8
	github.com/santhosh-tekuri/jsonschema/v6 v6.0.3
	github.com/solarlune/resolv v0.8.1
	github.com/tinne26/etxt v0.0.10
	golang.org/x/image v0.20.0
)

require (
	github.com/ebitengine/gomobile v0.0.0-20240911145611-4856209ac325 // indirect
	github.com/ebitengine/hideconsole v1.0.0 // indirect
	github.com/ebitengine/oto/v3 v3.3.3 // indirect
	github.com/ebitengine/purego v0.8.0 // indirect
	github.com/jezek/xgb v1.1.1 // indirect
	golang.org/x/sync v0.8.0 // indirect
	golang.org/x/sys v0.25.0 // indirect
	golang.org/x/text v0.18.0 // indirect
)
