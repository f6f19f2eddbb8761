// Real audio files made in the test, so no recordings are checked in.

/** A 16-bit mono PCM WAV of a quiet tone lasting `seconds`. */
export function toneWav(seconds: number, frequency = 440, sampleRate = 8000): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write("RIFF", 0, "ascii");
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write("WAVEfmt ", 8, "ascii");
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write("data", 36, "ascii");
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) {
    wav.writeInt16LE(Math.round(Math.sin((2 * Math.PI * frequency * i) / sampleRate) * 3000), 44 + i * 2);
  }
  return wav;
}

/**
 * An MP3 of `seconds` of silence: an ID3v2 tag, then MPEG-1 Layer III frames at 128 kbit/s and
 * 44.1 kHz (417 bytes, 1152 samples each) whose side information codes silence.
 */
export function silentMp3(seconds: number): Buffer {
  const id3 = Buffer.from([0x49, 0x44, 0x33, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]);
  const frameCount = Math.ceil((seconds * 44_100) / 1152);
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return Buffer.concat([id3, ...Array.from({ length: frameCount }, () => frame)]);
}

/** A PNG signature and header: not audio, whatever the file is called. */
export function pngBytes(): Buffer {
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("0000000d49484452000000010000000108060000001f15c489", "hex"), Buffer.alloc(64)]);
}
