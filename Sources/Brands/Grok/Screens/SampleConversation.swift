/// The words of the sample conversation shared by the screen and the component renderables. The post
/// and its author are invented.
public enum GrokSample {
    public static let question = "What are people on X saying about the new rover panorama?"
    public static let answer = "Reactions are overwhelmingly positive. Most posts focus on the layered sediment in the "
        + "crater wall, and several geologists point out that the 360° mosaic was stitched from 1,200 frames."
    public static let followUp = "Summarize the skeptics in one line."
    public static let streamingAnswer = "A few users argue the colours were stretched too far, making"
    public static let shortAnswer = "Sure — here is the short version."
    /// A formatted reply: what the Markdown theme draws.
    public static let markdownAnswer = """
        ### Stitching the mosaic
        The panorama is **1,200 frames**, aligned in three passes:

        1. Match features between neighbours
        2. Solve the camera poses
        3. Blend the seams with `multiband`

        ```python
        pano = stitch(frames, passes=3)
        ```
        """

    public static let author = "Red Planet Daily"
    public static let handle = "redplanet"
    public static let timeAgo = "2h"
    public static let post = "New 360° panorama from the crater rim is out. Look at those layers: billions of years "
        + "of history in one frame. Full-resolution mosaic in the thread."
    public static let replies = 208
    public static let reposts = 1030
    public static let likes = 4500

    public static let draft = "Compare with the 2021 site"
    /// A draft long enough to grow the prompt field to several lines (of its five).
    public static let longDraft = "Compare with the 2021 site: which layers are new in this panorama, and do they "
        + "match what the rover's spectrometer found at the crater rim last spring?"
}
