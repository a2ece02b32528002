run {} --kernel k --device ptx-emulator
