@_exported import ImageCompare
