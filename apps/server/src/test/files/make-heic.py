# Makes apps/server/src/test/files/photo-64x48.heic: a real HEIC (HEVC, libheif + x265 of the
# system's libheif1 package) of 64x48 px: a green band on top, the left half red, the right half
# blue. Run: python3 apps/server/src/test/files/make-heic.py apps/server/src/test/files/photo-64x48.heic
import ctypes, sys
lib = ctypes.CDLL('libheif.so.1')
class Err(ctypes.Structure):
    _fields_ = [('code', ctypes.c_int), ('subcode', ctypes.c_int), ('message', ctypes.c_char_p)]
def chk(e):
    if e.code != 0: raise SystemExit(f'heif error {e.code}/{e.subcode}: {e.message}')
for name in ['heif_context_get_encoder_for_format','heif_image_create','heif_image_add_plane','heif_context_encode_image','heif_context_write_to_file','heif_encoder_set_lossy_quality']:
    getattr(lib, name).restype = Err
lib.heif_context_alloc.restype = ctypes.c_void_p
lib.heif_image_get_plane.restype = ctypes.POINTER(ctypes.c_uint8)
lib.heif_image_get_plane.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.POINTER(ctypes.c_int)]
ctx = ctypes.c_void_p(lib.heif_context_alloc())
enc = ctypes.c_void_p()
HEVC = 1
chk(lib.heif_context_get_encoder_for_format(ctx, HEVC, ctypes.byref(enc)))
chk(lib.heif_encoder_set_lossy_quality(enc, 60))
W, H = 64, 48
img = ctypes.c_void_p()
# heif_colorspace_RGB = 1, heif_chroma_interleaved_RGB = 10, heif_channel_interleaved = 10
chk(lib.heif_image_create(W, H, 1, 10, ctypes.byref(img)))
chk(lib.heif_image_add_plane(img, 10, W, H, 8))
stride = ctypes.c_int()
p = lib.heif_image_get_plane(img, 10, ctypes.byref(stride))
for y in range(H):
    for x in range(W):
        o = y * stride.value + x * 3
        # left half red, right half blue, a green band at the top
        if y < 12: r, g, b = 30, 200, 60
        elif x < W // 2: r, g, b = 220, 30, 30
        else: r, g, b = 30, 60, 220
        p[o], p[o+1], p[o+2] = r, g, b
chk(lib.heif_context_encode_image(ctx, img, enc, None, None))
chk(lib.heif_context_write_to_file(ctx, sys.argv[1].encode()))
print('ok')
