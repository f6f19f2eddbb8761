// Texts of the /video-studio page (spec section 2).

export const videoStudioPage = {
  title: "Video Studio",
  description: "Record a shout-out, a dance or a message for the band with your camera or screen, right in your browser, and download it.",
  intro: "Record yourself with your camera, or your screen on a computer, and download the video. Everything happens in your browser: nothing is uploaded.",
  tips: [
    "Allow the camera and microphone when your browser asks.",
    "On a computer, choose Screen to record a tab, a window or the whole screen; share the tab's sound too if you want it in the video.",
    "Press Stop when you are done, watch your clip, then download it and share it with us on WhatsApp or social media.",
  ],
} as const;
