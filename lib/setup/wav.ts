import "server-only";
// A small synthesiser for the demo tracks: original music made here, so the demo needs no
// recordings. 16-bit mono PCM in a WAV container.

const SAMPLE_RATE = 22_050;

type Voice = { frequency: number; start: number; length: number; gain: number; kind: "tone" | "drum" };

export type DemoSong = { bpm: number; bars: number; chords: number[][]; bassline: number[] };

const midiToHz = (note: number) => 440 * 2 ** ((note - 69) / 12);

function arrange(song: DemoSong): Voice[] {
  const beat = 60 / song.bpm;
  const voices: Voice[] = [];
  for (let bar = 0; bar < song.bars; bar++) {
    const chord = song.chords[bar % song.chords.length] ?? [];
    const barStart = bar * 4 * beat;
    for (let step = 0; step < 8; step++) {
      const at = barStart + step * (beat / 2);
      // An offbeat guitar-like stab on the "and" of each beat, as highlife and afrobeat do.
      if (step % 2 === 1) for (const note of chord) voices.push({ frequency: midiToHz(note), start: at, length: beat * 0.35, gain: 0.09, kind: "tone" });
      if (step % 4 === 0 || step === 7) voices.push({ frequency: 60, start: at, length: 0.18, gain: 0.5, kind: "drum" });
    }
    song.bassline.forEach((note, index) => {
      voices.push({ frequency: midiToHz(note + (chord[0] ?? 48) - 48), start: barStart + index * beat, length: beat * 0.8, gain: 0.22, kind: "tone" });
    });
  }
  return voices;
}

export function renderWav(song: DemoSong): Buffer {
  const seconds = (song.bars * 4 * 60) / song.bpm + 0.5;
  const samples = new Float32Array(Math.ceil(seconds * SAMPLE_RATE));
  for (const voice of arrange(song)) {
    const first = Math.floor(voice.start * SAMPLE_RATE);
    const count = Math.floor(voice.length * SAMPLE_RATE);
    for (let i = 0; i < count && first + i < samples.length; i++) {
      const t = i / SAMPLE_RATE;
      const envelope = Math.min(1, i / 80) * Math.exp((-3 * t) / voice.length);
      const value =
        voice.kind === "drum"
          ? Math.sin(2 * Math.PI * voice.frequency * t * (1 + 2 * Math.exp(-t * 40)))
          : Math.sin(2 * Math.PI * voice.frequency * t) + 0.3 * Math.sin(4 * Math.PI * voice.frequency * t);
      samples[first + i]! += value * envelope * voice.gain;
    }
  }
  return encodeWav(samples);
}

function encodeWav(samples: Float32Array): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((sample, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, sample)) * 32_767), i * 2));
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write("WAVE", 8);
  header.write("fmt ", 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

export function wavDurationSeconds(wav: Buffer): number {
  return Math.round(wav.readUInt32LE(40) / wav.readUInt32LE(28));
}
