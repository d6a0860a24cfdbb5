//go:build !android && !darwin && !js && !windows && !nintendosdk && !playstation5

package game

// #cgo pkg-config: alsa
//
// #include <alsa/asoundlib.h>
// #include <stdlib.h>
//
// static void soundQuiet(const char *file, int line, const char *fn, int err, const char *fmt, ...) {}
// static void soundQuietOn(void) { snd_lib_error_set_handler(soundQuiet); }
// static void soundQuietOff(void) { snd_lib_error_set_handler(NULL); }
//
// // soundOpen opens a playback device as ebiten's audio (oto) does and
// // sets the parameters it sets, then closes it. *opened tells a device
// // that would not open from one that opened but refused the parameters.
// static int soundOpen(const char *name, unsigned int rate, int *opened, const char **where) {
// 	snd_pcm_t *h = NULL;
// 	snd_pcm_hw_params_t *p = NULL;
// 	*opened = 0;
// 	*where = "snd_pcm_open";
// 	int err = snd_pcm_open(&h, name, SND_PCM_STREAM_PLAYBACK, SND_PCM_NONBLOCK);
// 	if (err < 0) return err;
// 	*opened = 1;
// 	*where = "snd_pcm_hw_params";
// 	if ((err = snd_pcm_hw_params_malloc(&p)) >= 0) {
// 		if ((err = snd_pcm_hw_params_any(h, p)) >= 0 &&
// 		    (err = snd_pcm_hw_params_set_access(h, p, SND_PCM_ACCESS_RW_INTERLEAVED)) >= 0 &&
// 		    (err = snd_pcm_hw_params_set_format(h, p, SND_PCM_FORMAT_FLOAT_LE)) >= 0 &&
// 		    (err = snd_pcm_hw_params_set_channels(h, p, 2)) >= 0 &&
// 		    (err = snd_pcm_hw_params_set_rate_resample(h, p, 1)) >= 0 &&
// 		    (err = snd_pcm_hw_params_set_rate_near(h, p, &rate, NULL)) >= 0) {
// 			err = snd_pcm_hw_params(h, p);
// 		}
// 		snd_pcm_hw_params_free(p);
// 	}
// 	snd_pcm_close(h);
// 	return err < 0 ? err : 0;
// }
import "C"

import (
	"fmt"
	"strings"
	"unsafe"
)

// probeSound reports whether ebiten's audio will find an output device,
// trying the ALSA devices in the order oto (its driver) tries them and
// stopping at the first that opens, as oto does. Ebiten v2.8.8 reports a
// device that fails not to the game but through ebiten.RunGame, which then
// stops the game with "oto: ALSA error at snd_pcm_open: ..."; the game
// makes no audio context when this returns an error. ALSA's own messages
// are kept off stderr while it asks.
func probeSound(rate int) error {
	C.soundQuietOn()
	defer C.soundQuietOff()
	var failed []string
	for _, name := range alsaCandidates() {
		cname := C.CString(name)
		var opened C.int
		var where *C.char
		err := C.soundOpen(cname, C.uint(rate), &opened, &where)
		C.free(unsafe.Pointer(cname))
		switch {
		case err == 0:
			return nil
		case opened != 0:
			return fmt.Errorf("ALSA %s on %q: %s", C.GoString(where), name, C.GoString(C.snd_strerror(err)))
		}
		failed = append(failed, fmt.Sprintf("%q: %s", name, C.GoString(C.snd_strerror(err))))
	}
	return fmt.Errorf("ALSA: no playback device opens (%s)", strings.Join(failed, ", "))
}

// alsaCandidates lists the playback devices oto tries: "default",
// "plug:default", then every other output the configuration hints at.
func alsaCandidates() []string {
	out := []string{"default", "plug:default"}
	iface := C.CString("pcm")
	defer C.free(unsafe.Pointer(iface))
	var hints *unsafe.Pointer
	if C.snd_device_name_hint(-1, iface, &hints) != 0 {
		return out
	}
	defer C.snd_device_name_free_hint(hints)
	ioid, nameKey := C.CString("IOID"), C.CString("NAME")
	defer C.free(unsafe.Pointer(ioid))
	defer C.free(unsafe.Pointer(nameKey))
	for _, h := range unsafe.Slice(hints, 1<<16) {
		if h == nil {
			break
		}
		io, name := hintValue(h, ioid), hintValue(h, nameKey)
		if io != "Input" && name != "" && name != "null" && name != "default" {
			out = append(out, name)
		}
	}
	return out
}

// hintValue returns one field of a device hint ("" when missing).
func hintValue(hint unsafe.Pointer, key *C.char) string {
	v := C.snd_device_name_get_hint(hint, key)
	if v == nil {
		return ""
	}
	defer C.free(unsafe.Pointer(v))
	return C.GoString(v)
}
